import { brandChanges, brandFormOf, fieldOfMessage, validateBrand } from './brand-form';

const saved = { companyName: 'Acme Home Loans', nmlsId: null, logoUrl: null, photoUrl: null, primaryColor: '#0f766e' };
const form = brandFormOf(saved);

describe('brand settings form', () => {
  it('reads the saved settings as text', () => {
    expect(form).toEqual({ companyName: 'Acme Home Loans', nmlsId: '', logoUrl: '', photoUrl: '', primaryColor: '#0f766e' });
  });

  it('checks the API’s rules with its messages', () => {
    expect(validateBrand(form)).toEqual({});
    expect(
      validateBrand({ companyName: 'x'.repeat(201), nmlsId: 'NMLS-1', logoUrl: 'javascript:alert(1)', photoUrl: 'me.jpg', primaryColor: 'red' }),
    ).toEqual({
      companyName: 'Company name must be at most 200 characters long.',
      nmlsId: 'NMLS ID must be digits only (up to 12).',
      logoUrl: 'Logo URL must be a web address starting with http:// or https://.',
      photoUrl: 'Photo URL must be a web address starting with http:// or https://.',
      primaryColor: 'Primary color must be a hex color like #1d4ed8.',
    });
    expect(validateBrand({ ...form, nmlsId: '1234567', logoUrl: 'https://cdn.example.com/logo.png', primaryColor: '#1D4ED8' })).toEqual({});
    expect(validateBrand({ ...form, logoUrl: `https://cdn.example.com/${'a'.repeat(2048)}` })).toEqual({ logoUrl: 'Logo URL must be at most 2048 characters long.' });
  });

  it('sends only what changed, trimmed, with an emptied field as null', () => {
    expect(brandChanges(form, saved)).toEqual({});
    expect(brandChanges({ ...form, companyName: '  ', nmlsId: ' 1234567 ' }, saved)).toEqual({ companyName: null, nmlsId: '1234567' });
  });

  it('finds the field a server message is about', () => {
    expect(fieldOfMessage('NMLS ID must be digits only (up to 12).')).toBe('nmlsId');
    expect(fieldOfMessage('Primary color must be a hex color like #1d4ed8.')).toBe('primaryColor');
    expect(fieldOfMessage('Something else')).toBeNull();
  });
});
