import { isRealDate } from './dto.js';
import { validationSentence } from './validation.js';

describe('isRealDate', () => {
  it.each(['2024-02-29', '1900-01-01', '2100-12-31', '2021-06-15'])('accepts %s', (value) => {
    expect(isRealDate(value)).toBe(true);
  });
  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '1899-12-31', '2101-01-01', '2024-1-5', '15/06/2021', '', null, 20240101])(
    'refuses %j',
    (value) => {
      expect(isRealDate(value)).toBe(false);
    },
  );
});

describe('validationSentence', () => {
  it('says one thing per field (presence before type before range), nested fields named by path, no repeats', () => {
    const sentence = validationSentence([
      {
        property: 'email',
        constraints: { maxLength: 'Email is too long.', isEmail: 'email must be an email', isNotEmpty: 'Email is required.' },
        children: [],
      },
      { property: 'brand', children: [{ property: 'color', constraints: { a: 'color must be hex' }, children: [] }] },
      { property: 'amount', constraints: { min: 'Amount must be greater than 0.', isNumber: 'Amount must be a number.' }, children: [] },
      { property: 'again', constraints: { isEmail: 'email must be an email' }, children: [] },
    ]);
    expect(sentence).toBe('Email is required. Brand.color must be hex. Amount must be a number. Email must be an email.');
  });
});
