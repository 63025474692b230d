import type { Constellator } from '@constelaciones/contract';
import { telHref } from '@constelaciones/contract/contact';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';

/**
 * One constellator: avatar (initials when there is none), name, country, and the e-mail and phone they show
 * (a published graduate may show neither, docs/decisions/033-graduates.md).
 */
export function ConstellatorCard({ constellator }: { constellator: Constellator }) {
  const { firstName, lastName, avatar, email, phone } = constellator;
  const fullName = `${firstName} ${lastName}`;
  return (
    <article className="card card-person constellator-card">
      <div className="card-body">
        {avatar ? (
          <div className="media-frame ratio-1x1 constellator-avatar">
            <ResponsiveImage
              file={avatar}
              alt={`Foto de ${fullName}`}
              sizes="8rem"
              width={400}
              height={400}
            />
          </div>
        ) : (
          <div className="constellator-avatar constellator-initials" aria-hidden="true">
            {firstName.charAt(0)}
            {lastName.charAt(0)}
          </div>
        )}
        <h2 className="card-title">{fullName}</h2>
        <p className="constellator-country">{constellator.country}</p>
        {(email || phone) && (
          <div className="constellator-contact">
            {email && (
              <a href={`mailto:${email}`}>
                <span className="visually-hidden">Correo electrónico: </span>
                {email}
              </a>
            )}
            {phone && (
              <a href={telHref(phone)}>
                <span className="visually-hidden">Teléfono: </span>
                {phone}
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
