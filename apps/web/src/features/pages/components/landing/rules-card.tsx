import { Link } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { Card } from '../../../../components/ui/card.tsx';

/** The server rules shown on the landing page (player-area §1). */
export const serverRules = [
  { title: 'No random killing', text: 'Never kill another player without a roleplay justification.' },
  { title: 'Intent to roleplay', text: 'Connect with the intent to roleplay, every time you join.' },
  { title: 'New life rule', text: 'After dying, wait five minutes before returning to the location of your death.' },
  { title: 'No metagaming', text: 'Never use outside information, such as chat apps, for an in-game advantage.' },
  { title: 'No harassment or trolling', text: 'Treat every player with respect, in-game and out.' },
  { title: 'Realistic fail and fear RP', text: 'Value your life and react realistically; a target holding a weapon may respond with force.' },
];

export function RulesCard() {
  return (
    <Card>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-white">Server rules</h2>
          <p className="mt-1 text-slate-300">Break them and staff will step in. Know them and everyone has a better time.</p>
        </div>
        <Link to={paths.guidelines.href()} className="text-sm font-semibold text-accent-400 hover:text-accent-500 hover:underline">
          Read the full Server Guidelines →
        </Link>
      </div>
      <ol className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        {serverRules.map((rule, i) => (
          <li key={rule.title} className="flex gap-4 rounded-xl border border-surface-700 bg-surface-900/70 p-4">
            <span aria-hidden="true" className="text-2xl font-black text-brand-400/80 tabular-nums">
              {String(i + 1).padStart(2, '0')}
            </span>
            <span>
              <span className="block font-semibold text-white">{rule.title}</span>
              <span className="mt-1 block text-sm text-slate-300">{rule.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
