import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const carPhoto = readFileSync(fileURLToPath(new URL('../../fixtures/car-photo.jpg', import.meta.url)));
const models = [
  ['Toyota', 'Camry', 'Sedan'],
  ['Honda', 'CR-V', 'SUV'],
  ['Ford', 'F-150', 'Pickup'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Subaru', 'Outback', 'Wagon'],
] as const;

/** A 50-row inventory file whose descriptions carry `word`, and its photos (one each, named by stock number). */
export function inventory(word: string) {
  const header =
    'stock_number,vin,make,model,trim,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,description,photos';
  const rows = Array.from({ length: 50 }, (_, index) => {
    const [make, model, bodyType] = models[index % models.length]!;
    const stock = `E${String(index + 1).padStart(3, '0')}`;
    return [
      stock,
      '',
      make,
      model,
      '',
      String(2015 + (index % 8)),
      String(20_000 + index * 1_000),
      String(12_000 + index * 250),
      bodyType,
      'gasoline',
      'automatic',
      'AWD',
      'blue',
      'Good',
      `Dealer car ${word} number ${index + 1}`,
      `${stock}.jpg`,
    ].join(',');
  });
  const photos = Object.fromEntries(
    rows.map((_, index) => [`E${String(index + 1).padStart(3, '0')}.jpg`, carPhoto]),
  );
  return {
    csv: {
      name: 'inventory.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`),
    },
    zip: { name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(photos)) },
  };
}
