import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onValueChange'> & { value?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Kullanıcı adı', value: '', onValueChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'ayse.demir' } };

export const WithError: Story = {
  args: { value: 'ab', error: 'En az 3 karakter girin' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Kullanıcı adı');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('En az 3 karakter girin');
  },
};
