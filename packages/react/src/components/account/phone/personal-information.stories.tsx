import { fail, ok, type RouteHandler } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountRoutes, MOBILE, WithSite } from '../account-story-kit';
import { PersonalInformation } from './personal-information';

const PLAYER = { username: 'ayse.demir', balance: 100, phone: '905441234500' };
const PROFILE = {
  username: 'ayse.demir',
  name: 'Ayşe',
  surname: 'Demir',
  email: 'ayse.demir@ornek.com.tr',
  phone: '905441234500',
  smsVerified: false,
  birthDate: '1990-05-14',
};
const profileRoutes = (answer: RouteHandler = () => ok(PROFILE)) =>
  accountRoutes({ 'GET /api/customer/profile': answer });

const meta = {
  title: 'Account/PersonalInformation',
  component: PersonalInformation,
  parameters: { site: { player: PLAYER, routes: profileRoutes() } },
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
    await expect(await canvas.findByText('ayse.demir')).toBeVisible();
    // Name, surname, e-mail and birth date; the username once; the phone in its own section.
    await expect(canvas.getByText('Ayşe')).toBeVisible();
    await expect(canvas.getByText('Demir')).toBeVisible();
    await expect(canvas.getByText('ayse.demir@ornek.com.tr')).toBeVisible();
    await expect(canvas.getByText('14.May.90')).toBeVisible();
    await expect(canvas.getAllByText('ayse.demir')).toHaveLength(1);
    await expect(canvas.getByText('Doğrulanmadı')).toBeVisible();
  },
};

/** A player who registered with the fast form has no birth date: the row is left out. */
export const WithoutBirthDate: Story = {
  parameters: {
    site: { player: PLAYER, routes: profileRoutes(() => ok({ ...PROFILE, birthDate: null })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ayşe')).toBeVisible();
    await expect(canvas.queryByText('Doğum tarihi')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    site: { player: PLAYER, routes: profileRoutes(() => new Promise<Response>(() => {})) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Bilgileriniz yükleniyor',
    );
  },
};

export const Failed: Story = {
  parameters: {
    site: { player: PLAYER, routes: profileRoutes(() => fail('Sunucu hatası')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bilgileriniz yüklenemedi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
  },
};

export const Verified: Story = {
  parameters: { site: { player: { ...PLAYER, smsVerified: true }, routes: profileRoutes() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Doğrulandı')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(await canvas.findByText('14.May.90')).toBeVisible();
    await expect(canvas.getByText('Not Verified')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { player: PLAYER, routes: profileRoutes(), width: 390 } },
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
