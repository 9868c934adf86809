import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../api/types';
import { emptyVehicle, toVehicleInput, toVehicleValues, validateVehicle, vehiclePatch } from './vehicle-form';

const saved = {
  ...Object.fromEntries(Object.keys(emptyVehicle()).map((k) => [k, null])),
  id: 'v1', plateNumber: '10 12345', make: 'Toyota', model: 'Camry', year: 2024, seats: 5, odometer: 12000, bodyType: 'sedan', fuelType: 'petrol', transmission: 'automatic', status: 'rented',
  dailyRate: '15.750', depositAmount: '100.000', weeklyRate: null, registrationExpiry: '2027-01-31',
} as unknown as Vehicle;

describe('the vehicle form', () => {
  it('sends numbers as numbers, empty optional fields as null and a new vehicle’s defaults', () => {
    const body = toVehicleInput({ ...emptyVehicle(), plateNumber: ' 10 12345 ', make: 'Toyota', model: 'Camry', dailyRate: '15.75' });
    expect(body).toMatchObject({ plateNumber: '10 12345', year: new Date().getFullYear(), seats: 5, odometer: 0, dailyRate: '15.75', weeklyRate: null, depositAmount: '0', registrationExpiry: null, status: 'available' });
  });

  it('patches only what changed (15.75 is the saved 15.750), so an edit never resets the status', () => {
    const values = toVehicleValues(saved);
    expect(vehiclePatch({ ...values, dailyRate: '15.75' }, saved)).toEqual({});
    expect(vehiclePatch({ ...values, odometer: '12500', weeklyRate: '90' }, saved)).toEqual({ odometer: 12500, weeklyRate: '90' });
  });

  it('asks for the required fields and checks numbers before sending', () => {
    expect(validateVehicle({ ...emptyVehicle(), year: 'x', dailyRate: '1.2.3' })).toEqual({ plateNumber: 'required', make: 'required', model: 'required', year: 'invalid_number', dailyRate: 'invalid_amount' });
  });
});
