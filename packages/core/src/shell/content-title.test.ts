import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './content-title';

describe('content page title shown once', () => {
  it('drops a leading heading that repeats the title, whatever its level and markup', () => {
    expect(withoutRepeatedTitle('<h2>Hakkımızda</h2>\n<p>Metin</p>', 'Hakkımızda')).toBe(
      '\n<p>Metin</p>',
    );
    expect(
      withoutRepeatedTitle(
        '  <H1 class="x"> <strong>HAKKIMIZDA</strong> </H1><p>a</p>',
        'Hakkımızda',
      ),
    ).toBe('<p>a</p>');
    expect(
      withoutRepeatedTitle('<h3>Terms &amp; Conditions</h3><p>a</p>', 'Terms & Conditions'),
    ).toBe('<p>a</p>');
  });

  it('keeps a body whose first heading says something else, or that opens with text', () => {
    expect(withoutRepeatedTitle('<h2>Lisans</h2><p>a</p>', 'Hakkımızda')).toBe(
      '<h2>Lisans</h2><p>a</p>',
    );
    expect(withoutRepeatedTitle('<p>Hakkımızda</p>', 'Hakkımızda')).toBe('<p>Hakkımızda</p>');
  });
});
