import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorBoundary } from './error-boundary';

/** A screen that throws while `state.broken` is true, as a screen fed bad data would. */
function Screen({ state }: { state: { broken: boolean } }) {
  if (state.broken) throw new Error('screen failed');
  return <p>Ekran yüklendi</p>;
}

const meta = {
  title: 'Errors/ErrorBoundary',
  component: ErrorBoundary,
  args: { where: 'route:/story', children: null },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Caught: Story = {
  render: (args) => (
    <ErrorBoundary {...args}>
      <Screen state={{ broken: true }} />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Bu bölüm şu anda gösterilemiyor');
    await expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    await expect(within(alert).getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const English: Story = {
  ...Caught,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This section cannot be shown right now');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const InDialog: Story = {
  args: { homeLink: false },
  render: Caught.render,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).queryByRole('link')).toBeNull();
  },
};

export const RecoversOnRetry: Story = {
  render: (args) => {
    const state = { broken: true };
    return (
      <>
        <button type="button" onClick={() => (state.broken = false)}>
          Veriyi düzelt
        </button>
        <ErrorBoundary {...args}>
          <Screen state={state} />
        </ErrorBoundary>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Veriyi düzelt' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar dene' }));
    await expect(await canvas.findByText('Ekran yüklendi')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
