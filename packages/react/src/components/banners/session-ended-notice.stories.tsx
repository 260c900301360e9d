import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SessionEndedNotice } from './session-ended-notice';

const meta = {
  title: 'Shell/SessionEndedNotice',
  component: SessionEndedNotice,
} satisfies Meta<typeof SessionEndedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  parameters: { site: { tabStorage: { sessionEnded: JSON.stringify({ reason: 'expired' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oturumunuz sona erdi');
    await userEvent.click(canvas.getByRole('button', { name: 'Kapat' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ServerMessage: Story = {
  parameters: {
    site: {
      tabStorage: {
        sessionEnded: JSON.stringify({ reason: 'expired', message: 'Oturum süreniz doldu.' }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Oturum süreniz doldu.',
    );
  },
};

export const OtherTabEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { site: { tabStorage: { sessionEnded: JSON.stringify({ reason: 'other-tab' }) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'you logged out in another tab',
    );
  },
};

export const NoNotice: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
