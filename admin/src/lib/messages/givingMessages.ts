/**
 * Donations (docs/spec.md §2, §5, §8) and what issue 18 added to them: the fund, the receipt sent through the email
 * outbox, and the year-end statements with their ZIP, keyed as the other resources are.
 */
export const donationResource = {
  name: 'Donaciones',
  rowLabel: (donor: string | null) => `donación de ${donor ?? 'donante anónimo'}`,
  fields: {
    donor: 'Donante',
    donorName: 'Nombre del donante',
    donorEmail: 'Email del donante',
    amount: 'Monto',
    currency: 'Moneda',
    date: 'Fecha de donación',
    fund: 'Fondo',
    paymentId: 'ID de pago de Stripe',
    notes: 'Notas',
    receipt: 'Recibo',
    payment: 'Pago',
    opensStripe: '(abre el panel de Stripe)',
  },
  statuses: { succeeded: 'Completada', pending: 'Pendiente', failed: 'Fallida' },
  /** How the row got there: typed in the dialog, or recorded by the Stripe webhook after a checkout. */
  sources: { manual: 'Registrada a mano', stripe: 'Recibida de Stripe' },
  receipts: { none: 'Sin recibo', queued: 'En cola', sending: 'Enviando', sent: 'Enviado', failed: 'Falló' },
  filters: { all: 'Todos los fondos' },
  actions: {
    new: 'Nueva donación',
    edit: 'Editar donación',
    search: 'Buscar por email, nombre o ID de pago',
    sendReceipt: 'Enviar recibo',
    statements: 'Totales por fondo y certificados anuales',
  },
  notifications: {
    created: 'Donación guardada',
    updated: 'Donación actualizada',
    deleted: 'Donación eliminada',
    receiptQueued: 'Recibo en cola de envío',
  },
  errors: {
    loadList: 'Error al cargar donaciones',
    create: 'Error al guardar donación',
    update: 'Error al actualizar donación',
    delete: 'Error al eliminar donación',
    receipt: 'Error al enviar el recibo',
  },
  statements: {
    title: 'Certificados anuales',
    year: 'Año',
    donors: (total: number, year: number) => `${total} donantes con donaciones en ${year}`,
    totals: 'Totales por fondo y mes',
    month: 'Mes',
    gifts: 'Donaciones',
    total: 'Total',
    noGifts: (year: number) => `Sin donaciones completadas en ${year}.`,
    certificates: 'Certificados',
    donorEmail: 'Correo del donante',
    view: 'Ver certificado',
    fileName: (year: number) => `certificado-${year}.pdf`,
    sendAll: 'Enviar todos por correo',
    /** A bulk send is never one click: it says how many donors will receive it first (issue 34). */
    confirmSend: {
      title: '¿Enviar los certificados por correo?',
      description: (count: number, year: number) =>
        `El certificado de ${year} se enviará a ${count === 1 ? '1 donante' : `${new Intl.NumberFormat('es-ES').format(count)} donantes`}, cada uno a su correo. Una vez enviado no se puede deshacer.`,
      confirm: (count: number) => (count === 1 ? 'Enviar a 1 donante' : `Enviar a ${count} donantes`),
    },
    progress: (sent: number, queued: number, failed: number) =>
      `Envío: ${sent} enviados, ${queued} en cola, ${failed} fallidos`,
    error: 'Error al preparar los certificados',
  },
  /** The year's ZIP, built by the background function (statement_archives): progress, ready, failed. */
  archive: {
    title: 'Todos los certificados en un ZIP',
    prepare: 'Preparar ZIP',
    prepareAgain: 'Volver a preparar',
    download: 'Descargar ZIP',
    queued: 'En cola: la preparación empieza en unos segundos.',
    reading: (year: number) => `Leyendo las donaciones de ${year}…`,
    working: (done: string, total: string) => `Preparando el ZIP: ${done} de ${total} certificados.`,
    ready: (total: number, size: string, when: string) =>
      `ZIP listo: ${total === 1 ? '1 certificado' : `${new Intl.NumberFormat('es-ES').format(total)} certificados`}, ${size}, preparado el ${when}.`,
    stale: 'La preparación se interrumpió sin terminar (el proceso se detuvo). Vuelve a preparar el ZIP.',
    failed: 'No se pudo preparar el ZIP',
    none: (year: number) =>
      `Prepara el ZIP con el certificado de cada donante de ${year}: se arma en el servidor y puedes seguir trabajando mientras tanto.`,
    replaces: 'Al volver a prepararlo, el nuevo ZIP reemplaza al anterior.',
    downloadError: 'Error al descargar el ZIP',
  },
} as const;
