import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useSite } from '../../hooks/use-site';
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

/** A language whose texts never arrive (a slow network): the choice shows, busy, over Turkish. */
function WaitingForTheTexts() {
  const site = useSite();
  useEffect(() => site.i18n.loadTextsWith(() => new Promise(() => {})), [site]);
  return <LanguageSwitch />;
}

export const WaitsForTheTexts: Story = {
  render: () => <WaitingForTheTexts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Dil'), 'en');
    const select = canvas.getByLabelText('Dil');
    await expect(select).toHaveValue('en');
    await expect(select).toHaveAttribute('aria-busy', 'true');
  },
};
