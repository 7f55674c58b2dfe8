import { facetNames, type SearchAnswer, type SearchQuery } from '@second-gear/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { FilterPanel } from './filter-panel';

const noFilters: SearchQuery = {
  make: [],
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

function facets(counts: Partial<SearchAnswer['facets']>): SearchAnswer['facets'] {
  return { ...Object.fromEntries(facetNames.map((name) => [name, []])), ...counts } as SearchAnswer['facets'];
}

function renderPanel(query: SearchQuery, answer = facets({}), problems: Record<string, string> = {}) {
  const onChange = vi.fn<(query: SearchQuery) => void>();
  const view = render(<FilterPanel query={query} facets={answer} problems={problems} onChange={onChange} />);
  return { onChange, ...view };
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

afterEach(() => setPageLanguage('en'));

describe('FilterPanel', () => {
  it('shows the contract’s words in title case and makes as the data spells them, choosing the stored values', async () => {
    const { onChange } = renderPanel(
      noFilters,
      facets({
        make: [{ value: 'BMW', count: 2 }],
        fuelType: [
          { value: 'gasoline', count: 40 },
          { value: 'plug-in hybrid', count: 3 },
        ],
        exteriorColor: [{ value: 'silver', count: 12 }],
        transmission: [{ value: 'automatic', count: 30 }],
      }),
    );
    expect(within(group('Fuel')).getByText('Gasoline')).toBeInTheDocument();
    expect(within(group('Fuel')).getByText('Plug-in Hybrid')).toBeInTheDocument();
    expect(within(group('Color')).getByText('Silver')).toBeInTheDocument();
    expect(within(group('Transmission')).getByText('Automatic')).toBeInTheDocument();
    expect(within(group('Make')).getByText('BMW')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Silver, 12 cars' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ exteriorColor: ['silver'] }));
  });

  it('lists every value of a facet with its count, and a value with no cars greyed and not choosable', () => {
    renderPanel(
      noFilters,
      facets({
        make: [
          { value: 'Honda', count: 1234 },
          { value: 'Toyota', count: 1 },
          { value: 'Lada', count: 0 },
        ],
      }),
    );
    const make = group('Make');
    expect(within(make).getByRole('checkbox', { name: 'Honda, 1,234 cars' })).toBeEnabled();
    expect(within(make).getByRole('checkbox', { name: 'Toyota, 1 car' })).toBeEnabled();
    expect(within(make).getByRole('checkbox', { name: 'Lada, 0 cars' })).toBeDisabled();
    // A facet the server has no values for is not shown at all.
    expect(screen.queryByRole('group', { name: 'Fuel' })).not.toBeInTheDocument();
  });

  it('adds a value to the facet’s choice, and removes it again', async () => {
    const user = userEvent.setup();
    const answer = facets({
      make: [
        { value: 'Honda', count: 10 },
        { value: 'Toyota', count: 5 },
      ],
    });
    const { onChange, rerender } = renderPanel({ ...noFilters, make: ['Toyota'] }, answer);
    await user.click(screen.getByRole('checkbox', { name: /^Honda/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, make: ['Toyota', 'Honda'] });

    rerender(
      <FilterPanel
        query={{ ...noFilters, make: ['Toyota', 'Honda'] }}
        facets={answer}
        problems={{}}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: /^Toyota/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, make: ['Honda'] });
  });

  it('keeps a chosen value in view with its count of 0, and lets it be unchosen', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel(
      { ...noFilters, fuelType: ['Electric'] },
      facets({ fuelType: [{ value: 'Gasoline', count: 40 }] }),
    );
    const chosen = within(group('Fuel')).getByRole('checkbox', { name: 'Electric, 0 cars' });
    expect(chosen).toBeChecked();
    expect(chosen).toBeEnabled();
    await user.click(chosen);
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, fuelType: [] });
  });

  it('shows the first eight values, all of them on asking, and a chosen one beyond the eighth always', async () => {
    const user = userEvent.setup();
    const makes = Array.from({ length: 12 }, (_, index) => ({
      value: `Make ${index + 1}`,
      count: 12 - index,
    }));
    renderPanel({ ...noFilters, make: ['Make 11'] }, facets({ make: makes }));
    const make = group('Make');
    expect(within(make).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(make).getByRole('checkbox', { name: /^Make 11,/ })).toBeChecked();
    await user.click(within(make).getByRole('button', { name: 'Show all 12' }));
    expect(within(make).getAllByRole('checkbox')).toHaveLength(12);
  });

  it('names deal bands in words', () => {
    renderPanel(noFilters, facets({ deal: [{ value: 'great', count: 3 }] }));
    expect(within(group('Deal rating')).getByRole('checkbox', { name: 'Great deal, 3 cars' })).toBeEnabled();
  });

  it('applies price, year and mileage together on Apply, as people type them', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel({ ...noFilters, yearMin: 2015 });
    await user.type(screen.getByLabelText('Max price'), '$15,000');
    await user.type(screen.getByLabelText('Max mileage (mi)'), '60000');
    await user.clear(screen.getByLabelText('From year'));
    await user.click(screen.getByRole('button', { name: 'Apply price, year and mileage' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, priceMax: 15000, mileageMax: 60000 });
  });

  it('passes a range that is not a number on as typed, and shows the refusal beside its field', async () => {
    const user = userEvent.setup();
    const { onChange, rerender } = renderPanel(noFilters);
    await user.type(screen.getByLabelText('Min price'), 'cheap{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, priceMin: 'cheap' });

    const message = 'priceMin must be a whole number, such as 15000';
    rerender(
      <FilterPanel
        query={noFilters}
        facets={facets({})}
        problems={{ priceMin: message }}
        onChange={onChange}
      />,
    );
    const field = screen.getByLabelText('Min price');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
  });

  it('takes a ZIP code, then a radius, which needs the ZIP first', async () => {
    const user = userEvent.setup();
    const { onChange, rerender } = renderPanel(noFilters);
    expect(screen.getByLabelText('Distance')).toBeDisabled();
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Set ZIP' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, zip: '78701' });

    rerender(
      <FilterPanel
        query={{ ...noFilters, zip: '78701' }}
        facets={facets({})}
        problems={{}}
        onChange={onChange}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 100 miles');
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, zip: '78701', radius: 100 });
  });

  it('clears the ZIP with its radius and a sort by distance', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel({ ...noFilters, zip: '78701', radius: 50, sort: 'distance' });
    await user.clear(screen.getByLabelText('ZIP code'));
    await user.click(screen.getByRole('button', { name: 'Set ZIP' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, sort: 'newest' });
  });

  it('limits to verified sellers and back', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPanel(noFilters);
    await user.click(screen.getByRole('checkbox', { name: 'Verified sellers only' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, verified: true });
  });

  it('hides reserved cars on asking, counting them, and shows them again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(query: SearchQuery) => void>();
    const { rerender } = render(
      <FilterPanel
        query={noFilters}
        facets={facets({})}
        reservedCount={3}
        problems={{}}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Hide reserved cars, 3 cars' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, hideReserved: true });
    rerender(
      <FilterPanel
        query={{ ...noFilters, hideReserved: true }}
        facets={facets({})}
        reservedCount={1}
        problems={{}}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Hide reserved cars, 1 car' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(noFilters);
  });

  it('speaks Spanish on a Spanish page, counting cars with Spanish plurals', async () => {
    setPageLanguage('es');
    await act(async () => {
      render(
        <FilterPanel
          query={noFilters}
          facets={facets({ make: [{ value: 'Honda', count: 1234 }] })}
          reservedCount={1}
          problems={{}}
          onChange={vi.fn()}
        />,
      );
    });
    expect(await screen.findByRole('group', { name: 'Ubicación' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Honda, 1,234 autos' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Ocultar autos apartados, 1 auto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar precio, año y millaje' })).toBeInTheDocument();
  });
});
