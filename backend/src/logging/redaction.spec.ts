import { maskEmails, redactUrl } from './redaction.js';

describe('log redaction', () => {
  it('masks every address in free text, keeping the domain', () => {
    expect(maskEmails('Mail to pat.doe+1@example.com and lo@bank.co.uk failed')).toBe('Mail to ***@example.com and ***@bank.co.uk failed');
    expect(maskEmails('no address here: a@b, @example.com')).toBe('no address here: a@b, @example.com');
  });

  it('blanks secret query parameters and masks encoded addresses in URLs', () => {
    expect(redactUrl('/api/admin/users?search=pat%40example.com&limit=10')).toBe('/api/admin/users?search=***%40example.com&limit=10');
    expect(redactUrl('/reset-password?token=abc123&next=/x')).toBe('/reset-password?token=[redacted]&next=/x');
    expect(redactUrl('/api/mortgage-profile')).toBe('/api/mortgage-profile');
  });
});
