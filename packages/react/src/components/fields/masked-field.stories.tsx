import {
  CUSTOMER_CODE_MASK,
  DIALOG_CODE_MASK,
  IBAN_MASK,
  MONEY_MASK,
  PHONE_MASK,
} from '@site/core/account';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MaskedField, type MaskedFieldProps } from './masked-field';
import { ibanMask, moneyMask, patternMask } from './masks';
import { PasteButton } from './paste-button';

const PHONE = patternMask(PHONE_MASK);
const DIALOG_CODE = patternMask(DIALOG_CODE_MASK);
const CUSTOMER_CODE = patternMask(CUSTOMER_CODE_MASK);
const IBAN = ibanMask(IBAN_MASK);
const MONEY = moneyMask(MONEY_MASK);

/** The field plus the value its form model would hold. */
type DemoArgs = MaskedFieldProps & { paste?: boolean };

function Controlled({ paste, ...props }: DemoArgs) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <MaskedField
        {...props}
        value={value}
        onValueChange={setValue}
        action={paste ? <PasteButton fieldLabel={props.label} onPaste={setValue} /> : undefined}
      />
      <output data-testid="model-value">{value}</output>
    </div>
  );
}

/** Replaces the clipboard for one story; `null` refuses access as a browser may. */
function fakeClipboard(text: string | null) {
  return () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        readText: () =>
          text === null
            ? Promise.reject(new DOMException('denied', 'NotAllowedError'))
            : Promise.resolve(text),
      },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

const meta = {
  title: 'Forms/MaskedField',
  component: MaskedField,
  args: { label: 'Telefon', mask: PHONE, value: '', onValueChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const modelValue = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('model-value');

export const Phone: Story = {
  args: { inputMode: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await userEvent.type(input, '5321234567');
    await waitFor(() => expect(input).toHaveValue('+90 (532) 123 45 67'));
    await expect(modelValue(canvasElement)).toHaveTextContent('905321234567');
  },
};

export const PhonePrefilled: Story = {
  args: { value: '905441234500' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await waitFor(() => expect(input).toHaveValue('+90 (544) 123 45 00'));
  },
};

export const DialogCode: Story = {
  args: { label: 'SMS kodunu girin', mask: DIALOG_CODE, inputMode: 'numeric' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('SMS kodunu girin');
    await waitFor(() => expect(canvasElement.querySelector('input')).toBeTruthy());
    await userEvent.type(input, '123456');
    await waitFor(() => expect(input).toHaveValue('12-34-56'));
    await expect(modelValue(canvasElement)).toHaveTextContent('123456');
  },
};

export const CustomerCode: Story = {
  args: { label: 'Doğrulama kodu', mask: CUSTOMER_CODE, value: '654321' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('Doğrulama kodu')).toHaveValue('654-321'),
    );
  },
};

export const Money: Story = {
  args: { label: 'Tutar', mask: MONEY, inputMode: 'decimal' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Tutar');
    await userEvent.type(input, '1234,5');
    await waitFor(() => expect(input).toHaveValue('₺1.234,5'));
    await expect(modelValue(canvasElement)).toHaveTextContent('₺1.234,5');
  },
};

export const IbanPaste: Story = {
  args: { label: 'IBAN', mask: IBAN, paste: true },
  beforeEach: fakeClipboard('tr33 0006 1005 1978 6457 8413 26'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'IBAN alanına panodan yapıştır' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26'),
    );
    await expect(modelValue(canvasElement)).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
  },
};

export const IbanPasteDenied: Story = {
  args: { label: 'IBAN', mask: IBAN, paste: true },
  beforeEach: fakeClipboard(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'IBAN alanına panodan yapıştır' }));
    await expect(await canvas.findByText('Panoya erişilemedi. Lütfen elle yazın.')).toBeVisible();
    await expect(canvas.getByLabelText('IBAN')).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { value: '9053', error: 'En az 5 karakter girin' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Telefon');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('En az 5 karakter girin');
  },
};

export const Disabled: Story = {
  args: { value: '905321234567', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Telefon')).toBeDisabled();
  },
};

export const English: Story = {
  args: { label: 'IBAN', mask: IBAN, paste: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Paste into IBAN from the clipboard' }),
    ).toHaveTextContent('Paste');
  },
};
