import type { ManualClock } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { useProtectionSite } from '../../../hooks/use-protection-site';
import { protectionRoutes, WITH_LIMITS } from './protection-story-kit';
import { RealityCheckDialog } from './reality-check-dialog';

/** Moves the story's manual clock past the 15-minute reminder, so the check is due. */
function Due({ children }: { children: React.ReactNode }) {
  const site = useProtectionSite();
  useEffect(() => {
    void site.protection.setRealityCheck(15).then(() => {
      (site.env.clock as ManualClock).advance(15 * 60_000);
    });
  }, [site]);
  return <>{children}</>;
}

const meta = {
  title: 'Account/RealityCheckDialog',
  component: RealityCheckDialog,
  decorators: [
    (Story) => (
      <Due>
        <Story />
      </Due>
    ),
  ],
  parameters: {
    site: {
      player: { username: 'ayse.demir', balance: 1250.5 },
      protection: true,
      routes: protectionRoutes({ ...WITH_LIMITS, realityCheckMinutes: 15 }),
    },
  },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Due: 15 minutes logged in, the session's result, Continue and Log out. */
export const Due15Minutes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15 dakika')).toBeVisible();
    await expect(canvas.getByText(/245,50/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Devam et' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('15 minutes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
