import { fail } from '@site/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogHost } from '../../dialogs/dialog-host';
import { accountDialogs } from '../account-dialogs';
import { accountRoutes, DialogBox, MOBILE, pending, WithSite } from '../account-story-kit';
import { CallRequestForm } from './call-request-form';

type Canvas = ReturnType<typeof within>;

const WARNINGS = {
  username: 'Lütfen kullanıcı adınızı girin',
  contact: 'En az bir iletişim bilgisi eklemelisiniz',
  timeSlot: 'Lütfen bir saat aralığı seçin',
  max: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
};

async function fillValid(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Ad Soyad'), 'Elif Arslan');
  await userEvent.type(canvas.getByLabelText('Kullanıcı adı'), 'elif01');
  await userEvent.type(canvas.getByLabelText('Mesajınız'), 'Bonus hakkında bilgi');
  await userEvent.selectOptions(
    canvas.getByLabelText('Hangi saatler arasında müsaitsiniz?'),
    '10:30-11:30',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'İletişim Ekle' }));
  await userEvent.type(canvas.getByLabelText('1. iletişim bilgisi'), '905321112233');
}

const meta = {
  title: 'Account/CallRequestForm',
  component: CallRequestForm,
  parameters: { site: { routes: accountRoutes() } },
  render: () => (
    <WithSite>
      <DialogBox width={454}>
        <CallRequestForm />
      </DialogBox>
    </WithSite>
  ),
} satisfies Meta<typeof CallRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [WARNINGS.username, WARNINGS.contact, WARNINGS.timeSlot]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(
      canvas.getByText(
        'İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" butonuna tıklayın.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Talebi Kaydet' })).toBeDisabled();
    await expect(canvas.getByLabelText('Hangi saatler arasında müsaitsiniz?')).toHaveValue('');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await expect(canvas.queryByText(WARNINGS.contact)).toBeNull();
    await expect(canvas.queryByText(WARNINGS.timeSlot)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Talebi Kaydet' })).toBeEnabled();
  },
};

export const ContactTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'İletişim Ekle' }));
    const value = canvas.getByLabelText('1. iletişim bilgisi');
    await expect(value).toHaveAttribute('placeholder', 'Telefon numaranız');
    const type = canvas.getByLabelText('1. iletişim türü');
    await expect(
      Array.from((type as HTMLSelectElement).options)
        .filter((option) => option.value)
        .map((option) => option.text),
    ).toEqual(['Telefon', 'Telegram', 'E-posta']);
    await userEvent.selectOptions(type, '3');
    await expect(value).toHaveAttribute('placeholder', 'Telegram kullanıcı adınız');
    await userEvent.selectOptions(type, '4');
    await expect(value).toHaveAttribute('placeholder', 'E-posta adresiniz');
  },
};

export const ContactErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'İletişim Ekle' }));
    await userEvent.type(canvas.getByLabelText('1. iletişim bilgisi'), '123');
    await userEvent.tab();
    await expect(canvas.getByLabelText('1. iletişim bilgisi')).toHaveAccessibleDescription(
      'En az 5 karakter girin',
    );
    await userEvent.type(canvas.getByLabelText('Mesajınız'), 'abc');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Mesajınız')).toHaveAccessibleDescription(
      'Bu alan zorunludur',
    );
  },
};

export const MaxFiveContacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'İletişim Ekle' });
    for (let i = 0; i < 5; i++) await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(canvas.getByText(WARNINGS.max)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /iletişimi kaldır/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '5. iletişimi kaldır' }));
    await expect(add).toBeEnabled();
    await expect(canvas.queryByText(WARNINGS.max)).toBeNull();
  },
};

export const Saving: Story = {
  parameters: { site: { routes: accountRoutes({ 'POST /api/cms/callme': pending }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Talebi Kaydet' }));
    await expect(await canvas.findByRole('button', { name: 'Kaydediliyor…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    site: {
      routes: accountRoutes({
        'POST /api/cms/callme': () => fail('Şu anda talep alınamıyor, lütfen sonra deneyin'),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Talebi Kaydet' }));
    await expect(
      await canvas.findByText('Şu anda talep alınamıyor, lütfen sonra deneyin'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Ad Soyad')).toHaveValue('Elif Arslan');
  },
};

export const SavedInDialog: Story = {
  parameters: {
    site: { player: { username: 'elif01', balance: 0 }, routes: accountRoutes() },
  },
  render: () => (
    <WithSite setup={(site) => site.callRequest.open()}>
      <DialogHost renderers={accountDialogs} />
    </WithSite>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Geri Arama Formu' }));
    // A player's username is filled in.
    await expect(await dialog.findByLabelText('Kullanıcı adı')).toHaveValue('elif01');
    await expect(dialog.queryByText(WARNINGS.username)).toBeNull();
    await userEvent.type(dialog.getByLabelText('Ad Soyad'), 'Elif Arslan');
    await userEvent.type(dialog.getByLabelText('Mesajınız'), 'Bonus hakkında bilgi');
    await userEvent.selectOptions(
      dialog.getByLabelText('Hangi saatler arasında müsaitsiniz?'),
      '17:30-18:30',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'İletişim Ekle' }));
    await userEvent.type(dialog.getByLabelText('1. iletişim bilgisi'), 'elif@ornek.com.tr');
    await userEvent.click(dialog.getByRole('button', { name: 'Talebi Kaydet' }));
    await expect(await canvas.findByText('Talebiniz alındı, sizi arayacağız')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name Surname')).toBeVisible();
    await expect(canvas.getByLabelText('Message Body')).toBeVisible();
    await expect(canvas.getByLabelText('Between what hours are you available?')).toBeVisible();
    await expect(
      canvas.getByText('To add contact information, click the "Add Contacts" button above.'),
    ).toBeVisible();
    await expect(canvas.getByText('You must add at least one contact')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Request' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...MOBILE,
  parameters: { site: { routes: accountRoutes(), width: 390 } },
};
