import { MAX_AMOUNT, MAX_AMOUNT_MESSAGE, readNumber } from './number-input';

const rules = {
  required: 'Enter the new interest rate.',
  min: { value: 0, message: 'The rate cannot be negative.' },
  max: { value: 25, message: 'Enter a rate of 25% or less.' },
};

describe('readNumber', () => {
  it('reads plain numbers, decimals and thousands separators', () => {
    expect(readNumber('6.125', rules)).toEqual({ value: 6.125 });
    expect(readNumber(' 0 ', rules)).toEqual({ value: 0 });
    expect(readNumber('1,250.50', { required: 'x' })).toEqual({ value: 1250.5 });
  });

  it('says what is wrong instead of passing on NaN or Infinity', () => {
    expect(readNumber('', rules)).toEqual({ error: 'Enter the new interest rate.' });
    expect(readNumber('   ', rules)).toEqual({ error: 'Enter the new interest rate.' });
    expect(readNumber('abc', rules)).toEqual({ error: 'Enter a number.' });
    expect(readNumber('12abc', rules)).toEqual({ error: 'Enter a number.' });
    expect(readNumber('1e999', { required: 'x' })).toEqual({ error: 'Enter a number.' });
    expect(readNumber('-0.5', rules)).toEqual({ error: 'The rate cannot be negative.' });
    expect(readNumber('25.001', rules)).toEqual({ error: 'Enter a rate of 25% or less.' });
    expect(readNumber('25', rules)).toEqual({ value: 25 });
  });

  it('bounds money at the API limit', () => {
    const money = { required: 'x', max: { value: MAX_AMOUNT, message: MAX_AMOUNT_MESSAGE } };
    expect(readNumber('1000000000', money)).toEqual({ value: 1e9 });
    expect(readNumber('1000000000.01', money)).toEqual({ error: MAX_AMOUNT_MESSAGE });
  });
});
