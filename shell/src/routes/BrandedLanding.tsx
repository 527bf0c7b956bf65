import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { api, FullScreenSpinner } from '@homewise/platform';
import type { Brand } from '@homewise/contracts';
import { RemotePage } from '../remotes/RemotePage';
import { brandSkeletonShown, removeBrandSkeleton, serverBrand, takeEarlyBrand } from './early-brand';

/**
 * The brand of a loan officer's white-label site (`/lo/<referral code>`), from the public
 * `GET /api/brands/{code}`. `undefined` while loading, `null` when there is none (unknown code,
 * or the API is not there yet): the Landing then shows the Homewise brand. (React state, not the
 * query library: this page is the public site's, which does without that download.)
 */
export function useBrand(code: string | undefined): Brand | null | undefined {
  // The brand the server put into the page: known on the first render, never asked for again.
  const fromServer = code ? serverBrand(code) : undefined;
  const [asked, setAsked] = useState<{ code: string; brand: Brand | null }>();
  const askServer = Boolean(code) && !fromServer;
  useEffect(() => {
    if (!askServer || !code) return;
    let current = true;
    // The load index.ts started as the page opened, else a request of its own.
    const load = async () => ((await takeEarlyBrand(code)) as Brand | null) ?? (await api.get<Brand>(`/brands/${encodeURIComponent(code)}`)).data;
    load().then(
      (brand) => current && setAsked({ code, brand }),
      () => current && setAsked({ code, brand: null }),
    );
    return () => {
      current = false;
    };
  }, [askServer, code]);
  if (!code) return null;
  if (fromServer) return fromServer.brand as Brand | null;
  return asked?.code === code ? asked.brand : undefined;
}

/** `/lo/:code`: the marketing Landing with the officer's brand (mfe-marketing/README.md). */
export function BrandedLanding() {
  const { code } = useParams();
  const brand = useBrand(code);
  useEffect(() => {
    if (brand) document.title = brand.name;
  }, [brand]);
  // The server's skeleton in the brand's colours stays on screen until the branded Landing
  // replaces it in one frame (infra/lib/brand-page.mjs); without it, a spinner, then a skeleton.
  const [skeleton] = useState(brandSkeletonShown);
  if (brand === undefined) return skeleton ? null : <FullScreenSpinner label="Loading" />;
  return (
    <RemotePage
      remote="marketing"
      page="Landing"
      props={brand ? { brand, referralCode: code } : { referralCode: code }}
      {...(skeleton ? { fallback: null, onShown: removeBrandSkeleton } : {})}
    />
  );
}
