import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { accountRoutes, MOBILE, WithSite } from '../account-story-kit';
import { PersonalInformation } from './personal-information';

const PLAYER = { username: 'ayse.demir', balance: 100, phone: '905441234500' };

const meta = {
  title: 'Account/PersonalInformation',
  component: PersonalInformation,
  parameters: { site: { player: PLAYER, routes: accountRoutes() } },
  render: () => (
    <WithSite>
      <PersonalInformation />
    </WithSite>
  ),
} satisfies Meta<typeof PersonalInformation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
    await expect(canvas.getByText('ayse.demir')).toBeVisible();
    await expect(canvas.getByText('Doğrulanmadı')).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { site: { player: { ...PLAYER, smsVerified: true }, routes: accountRoutes() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Doğrulandı')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(canvas.getByText('Not Verified')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: accountRoutes(), width: 390 } },
};

/** On a page whose h1 already says "Personal Information": the phone section moves up to h2. */
export const UnderPageTitle: Story = {
  render: () => (
    <WithSite>
      <PersonalInformation heading={false} />
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Kişisel Bilgiler' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Telefon Doğrulama' }),
    ).toBeVisible();
  },
};
