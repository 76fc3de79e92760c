import type { PageKey } from '@crp/shared';

export interface PageText {
  title: string;
  subtitle: string | null;
  content: string;
}

/** Built-in content shown until an admin saves the page, or when it cannot be loaded (player-area §9). */
export const fallbackPages: Record<PageKey, PageText> = {
  guidelines: {
    title: 'Server Guidelines',
    subtitle: 'The rules and limits every player agrees to by joining our servers.',
    content: [
      '<h2>General conduct</h2>',
      '<ul>',
      '<li>No random killing (RDM): every kill needs a roleplay reason.</li>',
      '<li>Connect with the intent to roleplay.</li>',
      '<li>No harassment, trolling or discrimination, in-game or in our Discord.</li>',
      '<li>No metagaming: information from outside the game (chat apps, streams) is never used in-game.</li>',
      '<li>Fail and fear roleplay must stay realistic. A target holding a weapon may respond with force.</li>',
      '</ul>',
      '<h2>Building</h2>',
      '<ul>',
      '<li>Free build limit: <strong>5x5x5</strong>.</li>',
      '<li>Property: at most <strong>1 shop and 2 houses</strong> per player.</li>',
      '<li>Lighting and fire limits: <strong>15 cage lights, 15 lamps, 15 campfires and 10 torches</strong>.</li>',
      '</ul>',
      '<h2>Combat and death</h2>',
      '<ul>',
      '<li>Mass KOS: killing <strong>5 players in 3 minutes</strong> counts as mass random killing.</li>',
      '<li>New life rule: after dying, wait <strong>5 minutes</strong> before returning to the place of your death. You do not remember how you died.</li>',
      '</ul>',
      '<h2>Kidnapping</h2>',
      '<ul>',
      '<li>Cooldown of <strong>30 minutes after a successful kidnapping</strong> and <strong>15 minutes after a failed one</strong>.</li>',
      '</ul>',
      '<h2>Robbing</h2>',
      '<ul>',
      '<li>Cooldown of <strong>15 minutes after a successful robbery</strong> and <strong>7.5 minutes after a failed one</strong>.</li>',
      '<li>After a failed robbery, wait <strong>1 hour</strong> before engaging the same target again.</li>',
      '</ul>',
      '<p>Staff have the final say on anything these guidelines do not cover. When in doubt, ask in our Discord.</p>',
    ].join(''),
  },
  'donation-tos': {
    title: 'Donation Terms of Service',
    subtitle: 'Please read these terms before making a purchase in our store.',
    content: [
      '<h2>All sales are final</h2>',
      '<p>Every purchase is a donation that keeps our servers running. <strong>All sales are final</strong>: we do not offer refunds, and chargebacks lead to the loss of the purchased items and may lead to a ban.</p>',
      '<h2>Delivery</h2>',
      '<p>Items are delivered to the account you purchase them for. Ranks and perks follow the server rules: breaking them can remove a perk without refund.</p>',
      '<h2>Support</h2>',
      '<p>Something went wrong with a purchase? <strong>Contact us by e-mail</strong> with your order number and Discord username, using the address on your receipt. We respond <strong>within 24-48 hours</strong>.</p>',
    ].join(''),
  },
};
