import { describe, expect, it } from 'vitest';
import { render } from '../prerender';

/**
 * The build draws each public page in both languages, and the server draws a listing's page in the person's: the
 * language is set for each drawing (not read from a cookie or the browser), and two drawings in flight at once keep
 * their own.
 */
describe('drawing a page in a language (prerender)', () => {
  it('draws the sign-in page in Bengali: the bar, the switch to English, the document language', async () => {
    const html = await render('/login', undefined, 'bn');
    expect(html).toContain('>হোম<');
    expect(html).toContain('>লগইন<');
    expect(html).toContain('aria-label="Read PhoneHaat in English"');
    expect(html).not.toContain('>Home<');
  });

  it('draws it in English by default, with the switch to Bengali', async () => {
    const html = await render('/login');
    expect(html).toContain('>Home<');
    expect(html).toContain('>বাংলা<');
    expect(html).not.toContain('>হোম<');
  });

  it('keeps each drawing in its own language when both are drawn at once', async () => {
    const [bn, en, bnAgain] = await Promise.all([
      render('/blog', undefined, 'bn'),
      render('/blog', undefined, 'en'),
      render('/', undefined, 'bn'),
    ]);
    expect(bn).toContain('>ব্লগ<');
    expect(en).toContain('>Blog<');
    expect(en).not.toContain('>ব্লগ<');
    expect(bnAgain).toContain('>হোম<');
  });
});
