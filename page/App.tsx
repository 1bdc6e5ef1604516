/**
 * The root the server renders inside #root and the browser hydrates: the same component and the
 * same data on both sides.
 */
import '../design-system/css/global.css';
import { ErrorPage } from './ErrorPage';
import { DataProvider } from './hooks/DataProvider';
import { IndexPage } from './IndexPage';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { Shell } from './layout/Shell';
import type { PageData } from './pageData';
import { ProductPage } from './ProductPage';
import { ServicesProvider, type PageServices } from './services';

export interface AppProps {
  data: PageData;
  services: PageServices;
}

export function App({ data, services }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <DataProvider>
        <Shell shopper={data.kind === 'product' ? data.shopper : null}>
          {data.kind === 'product' ? (
            <ProductPage data={data} />
          ) : data.kind === 'index' ? (
            <IndexPage data={data} />
          ) : data.kind === 'confirmation' ? (
            <OrderConfirmationPage data={data} />
          ) : (
            <ErrorPage data={data} />
          )}
        </Shell>
      </DataProvider>
    </ServicesProvider>
  );
}
