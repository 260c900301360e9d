import { describe, expect, it } from 'vitest';
import { betcoFrame } from './betco';

const origin = 'https://site.example';

describe('betco frame', () => {
  it('frames an https betco URL; nothing without access', () => {
    expect(betcoFrame('https://betco.example/play?user=1', { origin })?.url).toBe(
      'https://betco.example/play?user=1',
    );
    expect(betcoFrame('', { origin })).toBeNull();
    expect(betcoFrame(undefined, { origin })).toBeNull();
  });

  it('refuses scripts, credentials and plain http unless allowed', () => {
    expect(betcoFrame('javascript:alert(1)', { origin })).toBeNull();
    expect(betcoFrame('https://user:pw@evil.example/', { origin })).toBeNull();
    expect(betcoFrame('http://127.0.0.1:8787/stand-in/betco', { origin })).toBeNull();
    expect(
      betcoFrame('http://127.0.0.1:8787/stand-in/betco', { origin, allowInsecure: true })?.url,
    ).toBe('http://127.0.0.1:8787/stand-in/betco');
  });
});
