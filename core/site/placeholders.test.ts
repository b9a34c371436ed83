import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../siteConfig.ts';
import { isPlaceholder, placeholderWarning, withoutPlaceholders } from './placeholders.ts';

describe('placeholders', () => {
  it.each([
    ['buy_btn_REEMPLAZAR_GENERAL', true],
    ['https://open.spotify.com/show/reemplazar', true],
    ['buy_btn_1PqRsT', false],
    ['', false],
  ])('%s is a placeholder: %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });

  it('empties every placeholder, keeps the rest, and says where they were', () => {
    const { content, placeholders } = withoutPlaceholders({
      giving: { key: 'pk_test_REEMPLAZAR', funds: [{ id: 'general', button: 'buy_btn_REEMPLAZAR_GENERAL' }] },
      social: { channel: 'UC1234567890ab', days: 7, on: true },
    });
    expect(content).toEqual({
      giving: { key: '', funds: [{ id: 'general', button: '' }] },
      social: { channel: 'UC1234567890ab', days: 7, on: true },
    });
    expect(placeholders).toEqual(['giving.key', 'giving.funds[0].button']);
  });

  it('finds the template’s placeholders (Stripe, Spotify, the live channel) in the typed defaults', () => {
    const { placeholders } = withoutPlaceholders(siteDefaults);
    expect(placeholders).toEqual(
      expect.arrayContaining([
        'giving.stripePublishableKey',
        'giving.funds[0].stripeBuyButtonId',
        'social.liveStream.youtubeChannelId',
        'social.podcast.spotifyShowUrl',
      ]),
    );
  });

  it('warns in Spanish, naming each value, and stays quiet when all are configured', () => {
    expect(placeholderWarning([])).toBeNull();
    expect(placeholderWarning(['giving.stripePublishableKey'])).toBe(
      'Aviso: un valor del sitio sigue sin configurar (REEMPLAZAR) y no se muestra a los visitantes; complétalo en el panel (Sitio): giving.stripePublishableKey.',
    );
  });
});
