import { useCallback } from 'react';
import type { ExtraPayment } from '@homewise/contracts';
import { queryClient, useQuery } from '@homewise/platform';
import { fetchExtraPayments, newestFirst } from '@homewise/platform/mortgage-profile';
import { createExtraPayment, deleteExtraPayment, updateExtraPayment } from '../extra-payments-api';

export interface ExtraPaymentsState {
  /** Newest first; undefined while loading, null when loading failed. */
  payments: ExtraPayment[] | null | undefined;
  reload: () => void;
  record: (payment: { paymentDate: string; amount: string }) => Promise<ExtraPayment>;
  update: (id: string, change: { paymentDate: string; amount: string }) => Promise<ExtraPayment>;
  remove: (id: string) => Promise<void>;
}

/**
 * The profile's recorded extra payments (the platform's query cache), and the calls that change
 * them (each keeps the list in order). Each change also moves the profile's current balance on
 * the server (a payment made comes off it; backend README, "Extra payments and the balance"):
 * `onBalanceChanged` then reloads the profile, so every figure on the page follows without "Auto".
 */
export function useExtraPayments(profileId: string, onBalanceChanged: () => unknown = () => undefined): ExtraPaymentsState {
  // Spec section 8: a failed load is logged; the history then offers to try again.
  const query = useQuery({ queryKey: ['extra-payments', profileId], queryFn: () => fetchExtraPayments(profileId), meta: { what: 'the extra payments' } });
  const change = useCallback(
    (next: (list: ExtraPayment[]) => ExtraPayment[]) => {
      queryClient.setQueryData<ExtraPayment[]>(['extra-payments', profileId], (list) => next(list ?? []));
      void onBalanceChanged();
    },
    [profileId, onBalanceChanged],
  );

  const record = useCallback(
    async (payment: { paymentDate: string; amount: string }) => {
      const created = await createExtraPayment({ mortgageProfileId: profileId, ...payment });
      change((list) => newestFirst([created, ...list]));
      return created;
    },
    [profileId, change],
  );

  const update = useCallback(
    async (id: string, edit: { paymentDate: string; amount: string }) => {
      const updated = await updateExtraPayment(id, edit);
      change((list) => newestFirst(list.map((p) => (p.id === id ? updated : p))));
      return updated;
    },
    [change],
  );

  const remove = useCallback(
    async (id: string) => {
      await deleteExtraPayment(id);
      change((list) => list.filter((p) => p.id !== id));
    },
    [change],
  );

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // "Try again" after a failure shows the list loading again, as the first load did.
  return { payments: query.isError && !query.isFetching ? null : query.data, reload, record, update, remove };
}
