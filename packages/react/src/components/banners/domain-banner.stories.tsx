import { ok } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyBootstrap } from '../../stories-support/fixtures';
import { DomainBanner } from './domain-banner';

const meta = {
  title: 'Shell/DomainBanner',
  component: DomainBanner,
  parameters: { site: { bootstrap: storyBootstrap } },
} satisfies Meta<typeof DomainBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OffTheDefaultDomain: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByTestId('domain-banner');
    await expect(banner).toHaveTextContent('ornekbahis512.com');
    await expect(banner).toHaveTextContent('ornekbahis513.com');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('domain-banner')).toHaveTextContent(
      'Our current address is ornekbahis512.com',
    );
  },
};

export const ServerText: Story = {
  parameters: {
    site: {
      bootstrap: {
        ...storyBootstrap,
        translationList: [{ key: 'TOP_NOTIFY', value: 'Taşınıyoruz: {next}' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('domain-banner')).toHaveTextContent(
      'Taşınıyoruz: ornekbahis513.com',
    );
  },
};

export const OnTheDefaultDomain: Story = {
  parameters: {
    site: {
      bootstrap: { ...storyBootstrap, domainStatus: { current: 'storybook.local', next: 'x' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('domain-banner')).toBeNull();
  },
};

/**
 * Known only after the first paint (a first visit): it hangs below the header, over the page,
 * with a close button.
 */
export const ArrivedAfterFirstPaint: Story = {
  parameters: {
    site: {
      routes: { 'GET /api/cms/grouped': () => ok(storyBootstrap) },
      bootstrap: null,
      bootstrapLoad: 'pending',
    },
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByTestId('domain-banner');
    await expect(banner).toHaveAttribute('data-placement', 'over');
    await expect(
      within(banner).getByRole('button', { name: 'Adres duyurusunu kapat' }),
    ).toBeVisible();
  },
};

/** The player closed the late banner: gone until the next page load. */
export const ClosedByThePlayer: Story = {
  parameters: ArrivedAfterFirstPaint.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('domain-banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Adres duyurusunu kapat' }));
    await expect(canvas.queryByTestId('domain-banner')).toBeNull();
  },
};
