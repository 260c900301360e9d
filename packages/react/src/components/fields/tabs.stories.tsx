import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from './tabs';

const TABS = [
  { id: 'fast', label: 'Hızlı Kayıt' },
  { id: 'default', label: 'Standart Kayıt' },
];

function Controlled(props: TabsProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <Tabs {...props} selected={selected} onSelect={setSelected}>
      <p>{TABS[selected]?.label} içeriği</p>
    </Tabs>
  );
}

const meta = {
  title: 'Forms/Tabs',
  component: Tabs,
  args: { label: 'Kayıt türü', tabs: TABS, selected: 0, onSelect: () => {}, children: null },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Hızlı Kayıt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Hızlı Kayıt' })).toHaveTextContent(
      'Hızlı Kayıt içeriği',
    );
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Hızlı Kayıt' });
    const second = canvas.getByRole('tab', { name: 'Standart Kayıt' });
    await expect(second).toHaveAttribute('tabindex', '-1');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Standart Kayıt içeriği');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};
