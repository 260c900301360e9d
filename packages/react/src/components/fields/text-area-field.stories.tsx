import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function Controlled(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextAreaField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Mesajınız', value: '', onValueChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText('Mesajınız');
    await userEvent.type(area, 'Bonus hakkında bilgi');
    await expect(area).toHaveValue('Bonus hakkında bilgi');
  },
};

export const WithError: Story = {
  args: { value: 'abc', error: 'Bu alan zorunludur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Mesajınız')).toHaveAccessibleDescription(
      'Bu alan zorunludur',
    );
  },
};
