import { useCallback, useEffect, useState } from 'react';
import type { ExtraPayment } from '@homewise/contracts';
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

/** The profile's recorded extra payments, and the calls that change them (each keeps the list in order). */
export function useExtraPayments(profileId: string): ExtraPaymentsState {
  const [payments, setPayments] = useState<ExtraPayment[] | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setPayments(undefined);
    fetchExtraPayments(profileId).then(
      (loaded) => {
        if (current) setPayments(loaded);
      },
      (error: unknown) => {
        // Spec section 8: logged; the history then offers to try again.
        console.error('Failed to load the extra payments', error);
        if (current) setPayments(null);
      },
    );
    return () => {
      current = false;
    };
  }, [profileId, attempt]);

  const record = useCallback(
    async (payment: { paymentDate: string; amount: string }) => {
      const created = await createExtraPayment({ mortgageProfileId: profileId, ...payment });
      setPayments((list) => newestFirst([created, ...(list ?? [])]));
      return created;
    },
    [profileId],
  );

  const update = useCallback(async (id: string, change: { paymentDate: string; amount: string }) => {
    const updated = await updateExtraPayment(id, change);
    setPayments((list) => newestFirst((list ?? []).map((p) => (p.id === id ? updated : p))));
    return updated;
  }, []);

  const remove = useCallback(async (id: string) => {
    await deleteExtraPayment(id);
    setPayments((list) => (list ?? []).filter((p) => p.id !== id));
  }, []);

  return { payments, reload: useCallback(() => setAttempt((n) => n + 1), []), record, update, remove };
}
