import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultLanding } from '@crp/shared/site-defaults';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ConnectCard } from './connect-card.tsx';
import { ExpectationsCard } from './expectations-card.tsx';
import { LandingHero } from './landing-hero.tsx';
import { RulesCard } from './rules-card.tsx';

describe('the home page cards take the site’s texts (D38)', () => {
  it("draws today's hero from the defaults: the last word of the heading highlighted", () => {
    renderWithProviders(<LandingHero hero={defaultLanding.hero} logoUrl="/logo.svg" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Welcome to Creative RP');
    expect(within(heading).getByText('RP')).toHaveClass('bg-clip-text');
    expect(screen.getByText("Garry's Mod creative roleplay")).toBeInTheDocument();
  });

  it('shows an admin’s hero, HTML as text', () => {
    renderWithProviders(<LandingHero hero={{ eyebrow: '', title: 'Hello <b>world</b>', text: 'Our <i>server</i>.' }} logoUrl="/api/site/logo/x.png" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello <b>world</b>');
    expect(screen.getByText('Our <i>server</i>.')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/api/site/logo/x.png');
  });

  it('lists the steps, the expectations with their badges and the rules', () => {
    renderWithProviders(
      <>
        <ConnectCard address="play.test" port={27015} loading={false} status={null} steps={[{ title: 'Install', text: 'Get it.' }]} />
        <ExpectationsCard
          expectations={[
            { title: 'Build', text: 'Big.', badge: '' },
            { title: 'Police', text: 'Soon.', badge: 'Coming soon' },
          ]}
        />
        <RulesCard rules={[{ title: 'Be kind', text: 'Always.' }]} />
      </>,
    );
    expect(screen.getByText('Install.')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByText(/In progress/)).toBeNull();
    expect(screen.getByText('Be kind')).toBeInTheDocument();
    expect(screen.getByText('01')).toBeInTheDocument();
  });

  it('leaves out the cards an admin emptied', () => {
    renderWithProviders(
      <>
        <ExpectationsCard expectations={[]} />
        <RulesCard rules={[]} />
        <ConnectCard address={null} port={null} loading={false} status={null} steps={[]} />
      </>,
    );
    expect(screen.queryByText('What to expect')).toBeNull();
    expect(screen.queryByText('Server rules')).toBeNull();
    expect(screen.queryByText('Quick start')).toBeNull();
  });
});
