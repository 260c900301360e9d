import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field';

function Controlled(props: CheckboxFieldProps) {
  const [checked, setChecked] = useState(props.checked);
  return <CheckboxField {...props} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: '₺250,00 deneme bonusu istiyorum', checked: false, onCheckedChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: '₺250,00 deneme bonusu istiyorum',
    });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('₺250,00 deneme bonusu istiyorum'));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithError: Story = {
  args: { error: 'Bu alan zorunludur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Bu alan zorunludur',
    );
  },
};
