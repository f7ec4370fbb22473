// A small game loop: a ball bouncing in a box, one frame every 100 ms. It runs until stopped;
// pause it (F8) at any moment and look at the ball.
public class Main {
    static final int WIDTH = 20;
    static final int HEIGHT = 5;

    static class Ball {
        int x = 1;
        int y = 1;
        int dx = 1;
        int dy = 1;

        void move() {
            if (x + dx < 0 || x + dx >= WIDTH) dx = -dx;
            if (y + dy < 0 || y + dy >= HEIGHT) dy = -dy;
            x += dx;
            y += dy;
        }
    }

    static String draw(Ball ball) {
        StringBuilder row = new StringBuilder();
        for (int x = 0; x < WIDTH; x++) {
            row.append(x == ball.x ? 'o' : '.');
        }
        return row + "  y=" + ball.y;
    }

    public static void main(String[] args) throws InterruptedException {
        Ball ball = new Ball();
        for (int frame = 0; ; frame++) {
            ball.move();
            System.out.println(draw(ball));
            Thread.sleep(100);
        }
    }
}
