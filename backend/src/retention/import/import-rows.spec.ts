import { headerKey, importDate, interestRate, parseClientCsv } from './import-rows.js';

describe('reading an officer’s CSV', () => {
  it('matches headers whatever their case, spacing and punctuation', () => {
    expect(['E-mail', 'EMAIL ADDRESS', 'Email_Address', ' Term (years) '].map(headerKey)).toEqual(['email', 'emailaddress', 'emailaddress', 'termyears']);
  });

  it('reads a rate as a percent or a fraction', () => {
    expect(['6.5', '6.5%', '0.065', ' 7 % ', '', 'abc'].map(interestRate)).toEqual([0.065, 0.065, 0.065, 0.07, null, NaN]);
  });

  it('reads ISO and US dates, and refuses Feb 30', () => {
    expect(['2024-02-01', '3/1/2023', '12/31/2022', '2023-02-30', '1.2.2023', ''].map(importDate)).toEqual([
      '2024-02-01',
      '2023-03-01',
      '2022-12-31',
      'invalid',
      'invalid',
      null,
    ]);
  });

  it('keeps the last row of an email and reports the earlier one', () => {
    const { clients, skipped } = parseClientCsv('Email,Name\na@example.com,First\nb@example.com,B\nA@example.com,Second', '2025-01-01', 10);
    expect(clients.map((c) => [c.email, c.fullName])).toEqual([
      ['b@example.com', 'B'],
      ['a@example.com', 'Second'],
    ]);
    expect(skipped).toEqual([{ row: 2, email: 'a@example.com', reason: 'The same email is on row 4 further down; that row was imported.' }]);
  });

  it('checks a loan against the same bounds as the forms, in their words', () => {
    const { skipped } = parseClientCsv('Email,Loan Amount,Rate,Home Value\na@example.com,300000,40,400000\nb@example.com,300000,6,400000', '2025-01-01', 10);
    expect(skipped).toEqual([{ row: 2, email: 'a@example.com', reason: 'Interest rate must be more than 0% and at most 25%.' }]);
  });
});
