import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { api, FullScreenSpinner } from '@homewise/platform';
import type { Brand } from '@homewise/contracts';
import { RemotePage } from '../remotes/RemotePage';

/**
 * The brand of a loan officer's white-label site (`/lo/<referral code>`), from the public
 * `GET /api/brands/{code}`. `undefined` while loading, `null` when there is none (unknown code,
 * or the API is not there yet): the Landing then shows the Homewise brand.
 */
export function useBrand(code: string | undefined): Brand | null | undefined {
  const [brand, setBrand] = useState<Brand | null | undefined>(undefined);
  useEffect(() => {
    if (!code) return setBrand(null);
    let current = true;
    setBrand(undefined);
    api
      .get<Brand>(`/brands/${encodeURIComponent(code)}`)
      .then((response) => current && setBrand(response.data))
      .catch(() => current && setBrand(null));
    return () => {
      current = false;
    };
  }, [code]);
  return brand;
}

/** `/lo/:code`: the marketing Landing with the officer's brand (ARCHITECTURE.md section 2). */
export function BrandedLanding() {
  const { code } = useParams();
  const brand = useBrand(code);
  useEffect(() => {
    if (brand) document.title = brand.name;
  }, [brand]);
  if (brand === undefined) return <FullScreenSpinner label="Loading" />;
  return <RemotePage remote="marketing" page="Landing" props={brand ? { brand, referralCode: code } : { referralCode: code }} />;
}
