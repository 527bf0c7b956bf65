import { isPhoneNumber } from './phone.js';

describe('isPhoneNumber', () => {
  it.each([
    '(555) 010-2030',
    '(555)010-2030',
    '555-010-2030',
    '555.010.2030',
    '555 010 2030',
    '5550102030',
    '+1 (555) 123-4567',
    '+15550102030',
    '+44 (0)20 7946 0958',
    '+49 30 901820',
    '010-2030',
    '555-010-2030 ext. 12',
    '555-010-2030 ext 12',
    '(555) 010-2030 x12',
    '555-010-2030 extension 123456',
    '555-010-2030 #7',
    ' 555-010-2030 ',
  ])('accepts %j', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['letters', 'call me maybe'],
    ['a vanity number', '1-800-FLOWERS'],
    ['too few digits', '555-12'],
    ['too many digits', '+1 555 010 2030 4455 6'],
    ['a + in the middle', '555+010+2030'],
    ['two leading +', '++1 555 010 2030'],
    ['an unclosed parenthesis', '(555 010-2030'],
    ['a parenthesis without digits', '() 555 010 2030'],
    ['nested parentheses', '((555)) 010-2030'],
    ['an extension alone', 'ext. 12'],
    ['an extension too long', '555-010-2030 ext 1234567'],
    ['a leading separator', '-555-010-2030'],
    ['other symbols', '555/010/2030'],
    ['an empty string', ''],
    ['a number', 5550102030],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
