import { describe, expect, it } from 'vitest';
import en from './en';
import tr from './tr';

/** Every text of a dictionary, flattened. */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node === null || typeof node !== 'object') return [];
  return Object.values(node).flatMap(textsOf);
}

// Issue 23: the spec's labels keep their meaning in English a speaker would write
// (docs/react-shell.md "Wording").
describe('wording', () => {
  it('writes the spec’s labels as natural English', () => {
    expect(en.shell.menu.group.sports).toBe('Sports Betting');
    expect(en.shell.menu.liveBettings).toBe('Live Betting');
    expect(en.sportsbook.noSelected).toBe('Nothing selected');
    expect(en.login.recovery).toBe('Forgot your password?');
    expect(en.register.tabDefault).toBe('Full Sign-Up');
    const english = textsOf(en).join('\n');
    for (const phrase of ['Bettings', 'No Selected', 'Recovery Password', 'Default Register'])
      expect(english).not.toContain(phrase);
  });

  it('says Won/Lost for settled picks, Kazandı/Kaybetti in Turkish', () => {
    expect(en.sportsbook.myBets.result).toMatchObject({ correct: 'Won', wrong: 'Lost' });
    expect(tr.sportsbook.myBets.result).toMatchObject({ correct: 'Kazandı', wrong: 'Kaybetti' });
    expect(en.history.selectionResult).toMatchObject({ Correct: 'Won', Wrong: 'Lost' });
    expect(tr.history.selectionResult).toMatchObject({ Correct: 'Kazandı', Wrong: 'Kaybetti' });
  });

  it('greets a logged-in player without "welcome back" (they may have just registered)', () => {
    expect(textsOf(tr).join('\n')).not.toMatch(/tekrar hoş geldin/i);
    expect(textsOf(en).join('\n')).not.toMatch(/welcome back/i);
    expect(tr.sections.home.player).toMatch(/^Hoş geldin, \{username\}/);
  });
});
