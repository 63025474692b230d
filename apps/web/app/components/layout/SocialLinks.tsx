import type { SiteContent } from '@constelaciones/contract';

type Network = 'instagram' | 'facebook' | 'youtube' | 'spotify';
type Social = Pick<SiteContent['footer'], Network>;

// Simple glyphs drawn for this site (24×24), so no icon font or third-party request is needed.
const icons: Record<Network, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H16l.5-4h-3V9c0-.6.4-1 1-1z"
      fill="currentColor"
    />
  ),
  // The play button is cut out of the screen (even-odd fill), so it shows whatever lies behind the icon.
  youtube: (
    <path
      d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9v6l5-3z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  // The sound waves are cut out of the disc by a mask, for the same reason.
  spotify: (
    <>
      <mask id="social-spotify-waves">
        <rect width="24" height="24" fill="#fff" />
        <path
          d="M7 9.5c3.5-1 7.5-.7 10.5 1M7.5 12.8c3-.8 6.2-.5 8.7 1M8 15.8c2.4-.6 4.8-.4 6.8.8"
          fill="none"
          stroke="#000"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </mask>
      <circle cx="12" cy="12" r="10" fill="currentColor" mask="url(#social-spotify-waves)" />
    </>
  ),
};

const labels: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  spotify: 'Spotify',
};

export function SocialLinks({ social, className = '' }: { social: Social; className?: string }) {
  return (
    <ul className={`social-links list-unstyled d-flex gap-3 mb-0 ${className}`}>
      {(Object.keys(labels) as Network[])
        // A network she does not use is left empty: no icon for it.
        .filter((network) => social[network])
        .map((network) => (
          <li key={network}>
            <a href={social[network]} target="_blank" rel="noopener noreferrer" aria-label={labels[network]}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {icons[network]}
              </svg>
            </a>
          </li>
        ))}
    </ul>
  );
}
