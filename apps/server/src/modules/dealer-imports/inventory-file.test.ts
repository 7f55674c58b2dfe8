import { describe, expect, it } from 'vitest';
import { formulaCell, listingFromRow, photoNames, readInventoryFile } from './inventory-file.ts';

const header =
  'stock_number,vin,make,model,trim,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,description,photos';
const context = {
  zip: '78701',
  location: 'Austin, TX',
  phone: '+1 512 555 0100',
  thisYear: 2026,
  photoUrl: (name: string) => (name === 'missing.jpg' ? undefined : `/uploads/cars/${name}-640.webp`),
};

describe('an inventory file', () => {
  it('reads rows with their lines in the file, quoted cells across lines included', () => {
    const rows = readInventoryFile(
      Buffer.from(
        `${header}\nA1,,Toyota,Camry,,2019,40000,18500,Sedan,gasoline,automatic,FWD,white,Good,"Two\nlines",a.jpg\nA2,,Honda,Civic,,2018,1,2,Sedan,gasoline,manual,FWD,red,Fair,,b.jpg\n`,
      ),
    );
    expect(rows.map((row) => [row.line, row.cells.stock_number, row.cells.description])).toEqual([
      [2, 'A1', 'Two\nlines'],
      [4, 'A2', ''],
    ]);
  });

  it('takes the optional columns as empty when the header lacks them', () => {
    const rows = readInventoryFile(
      Buffer.from(
        'stock_number,make,model,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,photos\nA,Toyota,Camry,2019,1,2,Sedan,gasoline,automatic,FWD,white,Good,a.jpg\n',
      ),
    );
    expect([rows[0]!.cells.vin, rows[0]!.cells.trim, rows[0]!.cells.description]).toEqual(['', '', '']);
  });

  it('tells formulas from plain numbers', () => {
    expect(['=1+1', '@SUM(A1)', '+cmd', '-x', '\tLE', '\rx'].map(formulaCell)).toEqual(Array(6).fill(true));
    expect(['-12', '+40000', '3.5', 'LE', ''].map(formulaCell)).toEqual(Array(5).fill(false));
  });

  it('splits photo names on | and ;', () => {
    expect(photoNames(' a.jpg | b.jpg;c.webp ;; ')).toEqual(['a.jpg', 'b.jpg', 'c.webp']);
  });
});

describe('a row judged as the add form judges a car', () => {
  const cells = {
    stock_number: 'A1',
    vin: '',
    make: 'Toyota',
    model: 'Camry',
    trim: 'LE',
    year: '2019',
    mileage: '40,000',
    price: '$18500',
    body_type: 'Sedan',
    fuel: 'Gasoline',
    transmission: 'AUTOMATIC',
    drivetrain: 'fwd',
    colour: 'White',
    condition: 'good',
    description: 'Clean',
    photos: 'a.jpg|b.jpg',
  };

  it('becomes the listing the add form would send, with the dealership’s place and phone', () => {
    const judged = listingFromRow({ line: 2, cells }, context);
    expect(judged.errors).toBeUndefined();
    expect(judged.listing).toMatchObject({
      productName: '2019 Toyota Camry LE',
      image: '/uploads/cars/a.jpg-640.webp',
      images: ['/uploads/cars/a.jpg-640.webp', '/uploads/cars/b.jpg-640.webp'],
      model: 'Sedan',
      resalePrice: 18_500,
      mileage: 40_000,
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      exteriorColor: 'white',
      conditionType: 'Good',
      purchaseYear: 2019,
      useYear: 7,
      zip: '78701',
      location: 'Austin, TX',
      phone: '+1 512 555 0100',
    });
  });

  it('names the column of every refusal', () => {
    const judged = listingFromRow(
      {
        line: 5,
        cells: { ...cells, year: '2031', price: 'cheap', vin: '1HGCM82633A00435X', photos: 'missing.jpg' },
      },
      context,
    );
    expect(judged.errors).toEqual([
      { column: 'photos', message: 'The photo "missing.jpg" is not in the photo archive.' },
    ]);
    const refused = listingFromRow(
      { line: 5, cells: { ...cells, year: '2031', price: 'cheap', fuel: 'steam' } },
      context,
    );
    expect(refused.errors).toEqual([
      { column: 'price', message: 'Resale price must be a number' },
      { column: 'fuel', message: expect.stringMatching(/^Fuel type must be one of/) },
    ]);
    const tooNew = listingFromRow({ line: 6, cells: { ...cells, year: '2031' } }, context);
    expect(tooNew.errors).toEqual([{ column: 'year', message: 'Year cannot be later than 2027.' }]);
  });
});
