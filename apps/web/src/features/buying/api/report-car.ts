import { acknowledged } from '@second-gear/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateModelCar, type ModelCar } from '../../../entities/car/api/model-cars';

/** POST /api/reportedItems: reports a car to the administrators (once per buyer; a repeat changes nothing). */
export function reportCar(car: ModelCar) {
  return apiRequest('/reportedItems', acknowledged, {
    method: 'POST',
    body: {
      carId: car._id,
      image: car.image,
      productName: car.productName,
      model: car.model,
      resalePrice: car.resalePrice,
    },
    auth: true,
  });
}

function markReported(queryClient: QueryClient, car: ModelCar, reportedByYou: boolean) {
  updateModelCar(queryClient, car._id, (shown) => ({ ...shown, reportedByYou }));
}

/**
 * Reports a car. The car shows as reported at once; a failure only goes to the console (the specification gives the
 * reporter no message) and the car shows as not reported again.
 */
export function useReportCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCar,
    onMutate: (car) => markReported(queryClient, car, true),
    // Again once done, in case a model page was read again meanwhile.
    onSuccess: (_answer, car) => markReported(queryClient, car, true),
    onError: (error, car) => {
      console.error(error);
      markReported(queryClient, car, false);
    },
  });
}
