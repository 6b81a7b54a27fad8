// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { ToastHost } from '@/components/ui/toast-host';
import { Toaster } from '@/components/ui/toaster';
import { clearToasts, getToasts, toast } from '@/lib/browser/toast-store';

describe('Field', () => {
  it('ties label, help and error to the control', () => {
    render(
      <Field label="Postcode" help="Vier cijfers" error="Ongeldige postcode" required>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/Postcode/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vier cijfers Ongeldige postcode');
  });

  it('a valid field is not marked invalid', () => {
    render(<Field label="Naam">{(control) => <Input {...control} />}</Field>);
    expect(screen.getByLabelText('Naam')).not.toHaveAttribute('aria-invalid');
  });
});

describe('choices', () => {
  it('radio group is a named group and reports the choice', () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="Type meter"
        name="meter"
        value="digitaal"
        onValueChange={onValueChange}
        options={[
          { value: 'digitaal', label: 'Digitale meter' },
          { value: 'analoog', label: 'Analoge meter' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Type meter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Digitale meter')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Analoge meter'));
    expect(onValueChange).toHaveBeenCalledWith('analoog');
  });

  it('checkbox carries its error', () => {
    render(<Checkbox label="Ik ga akkoord" error="Verplicht" />);
    expect(screen.getByLabelText('Ik ga akkoord')).toHaveAccessibleDescription('Verplicht');
  });
});

describe('Progress', () => {
  it.each([
    [40, undefined, '40'],
    [3, 5, '60'],
    [250, undefined, '100'],
    [-20, undefined, '0'],
  ])('value %s / max %s is announced as %s of 100', (value, max, now) => {
    render(<Progress value={value} max={max} label="Voortgang" />);
    const bar = screen.getByRole('progressbar', { name: 'Voortgang' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });
});

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('shows at most five toasts; the rest wait their turn until 200 ms after one closes', () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 7; index++) toast({ title: `Melding ${index}` });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Melding 6')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Melding sluiten' })[0]!);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByText('Melding 6')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Melding 1')).toBeNull();
    expect(screen.getByText('Melding 6')).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms and drops it from the list 200 ms later', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Opgeslagen', variant: 'success' });
    });
    expect(screen.getByText('Opgeslagen')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_999));
    expect(getToasts()).toMatchObject([{ title: 'Opgeslagen', open: true }]);
    act(() => vi.advanceTimersByTime(1));
    expect(getToasts()).toMatchObject([{ title: 'Opgeslagen', open: false }]);
    expect(screen.queryByText('Opgeslagen')).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(getToasts()).toHaveLength(0);
  });
});

describe('ToastHost', () => {
  afterEach(() => act(() => clearToasts()));

  it('renders nothing until the first toast, then loads the toaster and shows that toast', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toast({ title: 'Verstuurd', variant: 'success' });
    });
    expect(await screen.findByText('Verstuurd')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Meldingen/ })).toBeInTheDocument();
  });
});
