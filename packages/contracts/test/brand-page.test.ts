import type { Brand } from '../src/loan-officer.js';
import { brandPageParts } from '../src/brand-page.js';

const BRAND: Brand = { name: 'Summit </script><b>Loans</b>', logoUrl: null, primaryColor: '#0f766e', signupUrl: 'https://app.example/signup?lo=SUMMIT' };

describe('brandPageParts', () => {
  it('gives the title, the skeleton in the brand colour and the brand as data, all escaped', () => {
    const parts = brandPageParts('SUMMIT', BRAND);
    expect(parts.title).toBe('<title>Summit &#60;/script&#62;&#60;b&#62;Loans&#60;/b&#62;</title>');
    expect(parts.head).toContain('--brand:#0f766e;');
    const data = /^<script type="application\/json" id="hw-early-brand" data-code="SUMMIT">([^<]*)<\/script><div id="hw-brand-skeleton"/.exec(parts.body);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![1])).toEqual(BRAND);
    expect(parts.body).toContain('<span class="name">Summit &#60;/script&#62;&#60;b&#62;Loans&#60;/b&#62;</span>');
    expect(parts.body).not.toContain('<b>');
  });

  it("falls back to Homewise's blue for a colour that is not a hex colour (nothing else reaches the style)", () => {
    expect(brandPageParts('X', { ...BRAND, primaryColor: 'red;}</style><script>' }).head).toContain('--brand:#1d4ed8;');
  });

  it('gives an unknown code only null as data, with its code escaped', () => {
    expect(brandPageParts('a"b', null)).toEqual({ title: null, head: '', body: '<script type="application/json" id="hw-early-brand" data-code="a&#34;b">null</script>' });
  });
});
