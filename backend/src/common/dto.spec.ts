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
  it('joins every message into sentences, once each, nested fields named by path', () => {
    const sentence = validationSentence([
      { property: 'email', constraints: { isEmail: 'email must be an email', x: 'Email is required.' }, children: [] },
      { property: 'brand', children: [{ property: 'color', constraints: { a: 'color must be hex' }, children: [] }] },
      { property: 'again', constraints: { isEmail: 'email must be an email' }, children: [] },
    ]);
    expect(sentence).toBe('Email must be an email. Email is required. Brand.color must be hex.');
  });
});
