import { msg } from '@lingui/core/macro';
import { defaultLanding } from '@crp/shared/site-defaults';
import { useSiteText as useTextOf, type SiteTexts } from './site-texts.ts';

/**
 * The home page's built-in texts (D38's defaults: the specification's home page) as catalogue messages
 * of the home page's catalogue (the tagline and footer's, on every page, are in ./site-texts.ts). While an admin has not replaced one, a visitor reads it in the page's language
 * (D40); what an admin wrote is shown as written. The pairs are checked against the shared defaults
 * (built-in-texts.test.ts), so the English stays the specification's to the letter.
 */
const { hero, connect, expectations, rules } = defaultLanding;

export const builtInTexts: SiteTexts = [
  [hero.eyebrow, msg`Garry's Mod creative roleplay`],
  [hero.title, msg`Welcome to Creative RP`],
  [
    hero.text,
    msg`A community server built around imagination: build without limits, start a faction, run a business or keep the peace. Jump in, meet the community and write your own story.`,
  ],
  [connect.steps[0]!.title, msg`Install Garry's Mod`],
  [connect.steps[0]!.text, msg`Get it on Steam and launch it once.`],
  [connect.steps[1]!.title, msg`Get the Workshop content`],
  [connect.steps[1]!.text, msg`Subscribe to the server collection so props and models load.`],
  [connect.steps[2]!.title, msg`Connect`],
  [connect.steps[2]!.text, msg`Open the server browser or console and join the address above.`],
  [connect.steps[3]!.title, msg`Join the community`],
  [connect.steps[3]!.text, msg`Hop into our Discord and read the guidelines before you play.`],
  [expectations[0]!.title, msg`No build limit`],
  [expectations[0]!.text, msg`Build as big as your imagination on your own property.`],
  [expectations[1]!.title, msg`Creative roleplay`],
  [expectations[1]!.text, msg`Your story, your character: businesses, families, rivalries.`],
  [expectations[2]!.title, msg`Faction focus`],
  [expectations[2]!.text, msg`Found or join a faction and shape the map together.`],
  [expectations[3]!.title, msg`Police department`],
  [expectations[3]!.text, msg`A whitelisted police force is on its way.`],
  [expectations[3]!.badge, msg`In progress`],
  [rules[0]!.title, msg`No random killing`],
  [rules[0]!.text, msg`Never kill another player without a roleplay justification.`],
  [rules[1]!.title, msg`Intent to roleplay`],
  [rules[1]!.text, msg`Connect with the intent to roleplay, every time you join.`],
  [rules[2]!.title, msg`New life rule`],
  [rules[2]!.text, msg`After dying, wait five minutes before returning to the location of your death.`],
  [rules[3]!.title, msg`No metagaming`],
  [rules[3]!.text, msg`Never use outside information, such as chat apps, for an in-game advantage.`],
  [rules[4]!.title, msg`No harassment or trolling`],
  [rules[4]!.text, msg`Treat every player with respect, in-game and out.`],
  [rules[5]!.title, msg`Realistic fail and fear RP`],
  [rules[5]!.text, msg`Value your life and react realistically; a target holding a weapon may respond with force.`],
];

/** Shows a home page text: a built-in one in the page's language, anything an admin wrote as written. */
export const useSiteText = (): ((text: string) => string) => useTextOf(builtInTexts);
