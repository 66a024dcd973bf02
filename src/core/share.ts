// Sharing an ad (spec 2.4 socialShare): the links of the share dialog, built from the ad's absolute
// address and a title. Only the ad's seller shares with the "I sell my …" title (spec 2.4); anyone
// else shares the ad's plain name, so a buyer never claims to sell someone else's phone.

export const SHARE_NETWORKS = ['facebook', 'messenger', 'email', 'telegram', 'twitter', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

/**
 * The title a viewer shares: the seller's own "I sell my {name}" (rendered by the caller in the
 * viewer's language), everyone else's the ad's name. A guest (no viewer id) is never the seller.
 */
export function shareTitle(
  ad: { name: string; sellerId: number },
  viewerId: number | undefined,
  sellerTitle: (name: string) => string,
): string {
  return viewerId !== undefined && viewerId === ad.sellerId ? sellerTitle(ad.name) : ad.name;
}

/** The networks' public share addresses, every value URL-encoded (title and address may hold &, #, spaces). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    // Messenger's web send dialog; Facebook answers it fully once the site has a Facebook app id.
    messenger: `https://www.facebook.com/dialog/send?link=${u}&redirect_uri=${u}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
  return SHARE_NETWORKS.map((network) => ({ network, href: hrefs[network] }));
}
