import { acknowledged, type ReportDetails } from '@second-gear/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateModelCar, type ModelCar } from '../../../entities/car/api/model-cars';

/**
 * POST /api/reportedItems: reports a car to the administrators with a reason and note (once per buyer; a repeat
 * changes nothing).
 */
export function reportCar(car: ModelCar, details: ReportDetails) {
  return apiRequest('/reportedItems', acknowledged, {
    method: 'POST',
    body: {
      ...details,
      carId: car._id,
      image: car.image,
      productName: car.productName,
      model: car.model,
      resalePrice: car.resalePrice,
    },
    auth: true,
  });
}

function markReported(queryClient: QueryClient, car: ModelCar) {
  updateModelCar(queryClient, car._id, (shown) => ({ ...shown, reportedByYou: true }));
}

/** Reports a car; once the server has the report, the car shows as reported (the report dialog shows a failure). */
export function useReportCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ car, details }: { car: ModelCar; details: ReportDetails }) => reportCar(car, details),
    onSuccess: (_answer, { car }) => markReported(queryClient, car),
  });
}
