import type { SearchQuery } from '@second-gear/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthlyBudgetFilter } from './monthly-budget-filter';
import { MonthlyEstimate } from './monthly-estimate';

const query: SearchQuery = {
  make: ['Honda'],
  modelName: [],
  bodyType: [],
  fuelType: [],
  transmission: [],
  drivetrain: [],
  exteriorColor: [],
  conditionType: [],
  deal: [],
  sort: 'newest',
  limit: 24,
};

describe('MonthlyBudgetFilter', () => {
  it('applies the typed budget with the rest of the search, and clears it when emptied', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(query: SearchQuery) => void>();
    const { rerender } = render(
      <MonthlyBudgetFilter query={query} problem={undefined} onChange={onChange} />,
    );
    await user.type(screen.getByLabelText('Monthly budget ($/mo)'), '$1,250');
    await user.click(screen.getByRole('button', { name: 'Apply monthly budget' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, monthlyMax: 1250 });

    rerender(
      <MonthlyBudgetFilter
        key="350"
        query={{ ...query, monthlyMax: 350 }}
        problem={undefined}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Monthly budget ($/mo)')).toHaveValue('350');
    await user.clear(screen.getByLabelText('Monthly budget ($/mo)'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(query);
  });

  it("shows the search's refusal beside the box", () => {
    render(
      <MonthlyBudgetFilter
        query={query}
        problem="monthlyMax must be a whole number, such as 15000"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('monthlyMax must be a whole number');
    expect(screen.getByLabelText('Monthly budget ($/mo)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MonthlyEstimate', () => {
  it("shows the server's estimate per month", () => {
    render(<MonthlyEstimate payment={1319} />);
    expect(screen.getByText('Est. $1,319/mo')).toBeInTheDocument();
  });
});
