import { DownloadButton } from '../../../components/ui/DownloadButton';

interface Props {
  /** Asks the server for the file and hands it to the browser. */
  download: () => Promise<void>;
  /** The list's name, for screen readers: a tab or one of its lists. */
  of: string;
}

/** 'Descargar CSV': the list `of` as the server writes it, under 'Buscar alumno'. */
export function CsvDownload({ download, of }: Props) {
  return (
    <DownloadButton download={download} className="btn btn-sm btn-outline-primary">
      Descargar CSV<span className="visually-hidden"> de {of}</span>
    </DownloadButton>
  );
}
