/** Where the api serves the job queues board (the web app proxies /admin/ to the api). */
export const QUEUE_BOARD_PATH = '/admin/queues';
