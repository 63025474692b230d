import type { Constellator } from '@constelaciones/contract';
import { telHref } from '@constelaciones/contract/contact';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';

export function ConstellatorCard({ constellator }: { constellator: Constellator }) {
  const fullName = `${constellator.firstName} ${constellator.lastName}`;
  return (
    <article className="card card-person constellator-card">
      <div className="card-body">
        <div className="media-frame ratio-1x1 constellator-avatar">
          <ResponsiveImage
            file={constellator.avatar}
            alt={`Foto de ${fullName}`}
            sizes="8rem"
            width={400}
            height={400}
          />
        </div>
        <h2 className="card-title">{fullName}</h2>
        <p className="constellator-country">{constellator.country}</p>
        <div className="constellator-contact">
          <a href={`mailto:${constellator.email}`}>
            <span className="visually-hidden">Correo electrónico: </span>
            {constellator.email}
          </a>
          <a href={telHref(constellator.phone)}>
            <span className="visually-hidden">Teléfono: </span>
            {constellator.phone}
          </a>
        </div>
      </div>
    </article>
  );
}
