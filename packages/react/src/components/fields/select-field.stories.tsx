import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './select-field';

const SLOTS = ['10:30-11:30', '11:30-12:30', '12:30-13:30'].map((slot) => ({
  value: slot,
  label: slot,
}));

function Controlled(props: SelectFieldProps) {
  const [value, setValue] = useState(props.value);
  return <SelectField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Hangi saatler arasında müsaitsiniz?',
    value: '',
    placeholder: 'Seçin',
    options: SLOTS,
    onValueChange: () => {},
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Hangi saatler arasında müsaitsiniz?');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '11:30-12:30');
    await expect(select).toHaveValue('11:30-12:30');
  },
};

export const Filled: Story = { args: { value: '12:30-13:30' } };

export const WithError: Story = {
  args: { error: 'Bu alan zorunludur' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Hangi saatler arasında müsaitsiniz?');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Bu alan zorunludur');
  },
};

export const Disabled: Story = { args: { value: '10:30-11:30', disabled: true } };
