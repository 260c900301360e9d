import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Shell/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Turkish: Story = {};

export const SwitchesToEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Dil'), 'en');
    await expect(await canvas.findByLabelText('Language')).toHaveValue('en');
  },
};
