export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  close(): Promise<void>;
}

export function startOidcProvider(options: {
  port?: number;
  redirectUri: string;
  clientId?: string;
}): Promise<LocalOidcProvider>;
