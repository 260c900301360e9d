import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';
import { OddsButton, type OddsButtonProps } from './odds-button';
import { slipOdd, slipRoutes } from './sportsbook-story-kit';

const ODD = 700_000_011;
const base: OddsButtonProps = {
  oddId: ODD,
  rate: 1.85,
  label: '1',
  eventName: 'Galatasaray - Fenerbahçe',
  marketName: 'Maç Sonucu',
};

/** Pushes an `oddChanged` for the button's odd once it is watched, as the hub would. */
function Pushed({ changeType, ...props }: OddsButtonProps & { changeType: 1 | -1 }) {
  const { odds } = useSportsbookSite().sportsbook;
  useEffect(() => {
    odds.applyOddChanges([{ id: ODD, odd: changeType === 1 ? 2.05 : 1.62, changeType }]);
  }, [odds, changeType]);
  return <OddsButton {...props} />;
}

const meta = {
  title: 'Sportsbook/OddsButton',
  component: OddsButton,
  args: base,
  parameters: { site: { routes: slipRoutes([]) } },
} satisfies Meta<typeof OddsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^1 1,85/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Up: Story = {
  render: (args) => <Pushed {...args} changeType={1} />,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /2,05 yükseldi/ });
    await expect(button).toHaveAttribute('data-direction', 'up');
  },
};

export const Down: Story = {
  render: (args) => <Pushed {...args} changeType={-1} />,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /1,62 düştü/ });
    await expect(button).toHaveAttribute('data-direction', 'down');
  },
};

export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name: /kapalı/ })).toBeVisible();
  },
};

export const Selected: Story = {
  parameters: { site: { routes: slipRoutes([slipOdd(ODD, 'Galatasaray - Fenerbahçe', '1')]) } },
  render: (args) => {
    // The slip is watched by the page; here by the story.
    const { betSlip } = useSportsbookSite();
    useEffect(() => betSlip.$oddList.listen(() => {}), [betSlip]);
    return <OddsButton {...args} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^1 1,85/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const American: Story = {
  parameters: { site: { routes: slipRoutes([]), storage: { oddsFormat: '"american"' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^1 -118/ })).toBeVisible();
  },
};

export const Fractional: Story = {
  parameters: { site: { routes: slipRoutes([]), storage: { oddsFormat: '"fractional"' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^1 17\/20/ })).toBeVisible();
  },
};
